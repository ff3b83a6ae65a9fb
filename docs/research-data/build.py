#!/usr/bin/python3
"""Derive the normalized research files (units_<year>.csv, rank_<year>_<stratum>.csv, lines.csv) from the
public copies in ../sources (RESEARCH_SOURCES). See each province's PROVENANCE.txt."""
import csv, json, os, sys, collections
OUT = os.path.dirname(os.path.abspath(__file__))
# The fetched copies (see each PROVENANCE.txt) and the transcriptions, beside this folder.
SRC = os.environ.get('RESEARCH_SOURCES', os.path.join(OUT, '..', 'sources'))
UNIT_HEAD = ['year', 'stratum', 'level', 'college_code', 'college_name', 'group_code', 'min_score', 'min_rank', 'plan_count']

def write(path, head, rows):
    with open(path, 'w', encoding='utf-8', newline='') as f:
        w = csv.writer(f, lineterminator='\n')
        w.writerow(head)
        w.writerows(rows)

def read(path):
    return list(csv.DictReader(open(path, encoding='utf-8-sig')))

# 广东 2023 and 2024 are shared/data's own files (admission_lines_guangdong_2023_2024, beside this folder in
# shared/data), in the same shape as the 2025 copy.
SHARED_GD = os.environ.get('SHARED_GUANGDONG', os.path.join(OUT, '..', 'admission_lines_guangdong_2023_2024'))

def guangdong():
    for year, path in ((2023, f'{SHARED_GD}/guangdong_2023_undergraduate.csv'),
                       (2024, f'{SHARED_GD}/guangdong_2024_undergraduate.csv'),
                       (2025, f'{SRC}/guangdong_2025_undergraduate.csv')):
        out = []
        for r in read(path):
            assert r['subject_type'] in ('物理', '历史')
            filed = r['plan_type'].split(':')[1] if r['plan_type'].startswith('投档人数:') else ''
            out.append([year, r['subject_type'], '本科', r['university_code'], r['university_name'],
                        r['major_group_code'], int(r['min_score']), int(r['min_rank']), int(r['plan_count']), filed])
        write(f'{OUT}/guangdong/units_{year}.csv', UNIT_HEAD + ['filed'], out)
    lines = [(2022, 445, 437), (2023, 439, 433), (2024, 442, 428), (2025, 436, 464)]
    write(f'{OUT}/guangdong/lines.csv', ['year', 'stratum', 'level', 'line_score'],
          [[y, s, '本科', v] for y, p, h in lines for s, v in (('物理', p), ('历史', h))])

def jiangsu():
    files = {2023: ['jiangsu_2023_undergraduate_physics.csv', 'jiangsu_2023_undergraduate_history.csv'],
             2024: ['jiangsu_2024_undergraduate_physics.csv', 'jiangsu_2024_undergraduate_history.csv'],
             2025: ['jiangsu_2025_undergraduate.csv']}
    track = {'物理': '物理', '历史': '历史', 'physics': '物理', 'history': '历史'}
    for year, names in files.items():
        out = []
        for n in names:
            for r in read(f'{SRC}/' + n):
                assert r['batch_name'].startswith('普通类本科批次'), r['batch_name']
                # The group's subject requirement ("(不限)", "(化学)") is kept as the name's suffix.
                out.append([year, track[r['subject_type']], '本科', r['university_code'],
                            r['university_name'] + r['major_name'], r['major_group_code'], int(r['min_score']), '', ''])
        out.sort(key=lambda u: (u[1] != '物理', u[3], u[5]))
        write(f'{OUT}/jiangsu/units_{year}.csv' if year == 2025 else f'{OUT}/jiangsu/scores-only/units_{year}.csv', UNIT_HEAD, out)
    d = json.load(open(f'{SRC}/js2025rank.json'))
    for t, s in (('物理类', '物理'), ('历史类', '历史')):
        rows = [r for r in d['rankConversions'] if r['subjectType'] == t]
        write(f'{OUT}/jiangsu/rank_2025_{s}.csv', ['score', 'count', 'cumulative'],
              [[r['score'], r['sameRankScore'], r['rankEnd']] for r in rows])

def zhejiang():
    import xlrd
    for year in (2023, 2024, 2025):
        s = xlrd.open_workbook(f'{SRC}/zj_{year}.xls').sheet_by_index(0)
        assert s.row_values(0) == ['学校代号', '学校名称', '专业代号', '专业名称', '计划数', '分数线', '位次']
        out = []
        for i in range(1, s.nrows):
            code, college, major_code, major, plan, score, rank = s.row_values(i)
            if not str(major_code).strip():
                assert not str(code).strip() or str(code).startswith('注'), s.row_values(i)
                continue
            out.append([year, '综合', '本科', code, f'{college}·{major}', major_code, int(score),
                        int(rank) if rank != '' else '', int(plan)])
        write(f'{OUT}/zhejiang/units_{year}.csv', UNIT_HEAD, out)



def shanghai():
    """上海: 2023 from 666keke/Shanghai-Gaokao public/data.json, 2024-2025 from the gaokao-zhiyuan-site release shard
    (site/data/release-v3.275/shanghai.json.gz); tables 2023/2024 transcribed (sources/transcribed/shrank), 2025 from the shard."""
    k = json.load(open(f'{SRC}/sh_666keke.json'))
    d = json.load(open(f'{SRC}/lg_shanghai.json'))
    official = [r for r in d['records']
                if str(r.get('sourceQuality', '')).startswith('official-shanghai-undergraduate-major-group-filing')]
    code_of = {r['schoolName']: r['schoolCode'] for r in official}
    # 2023 abbreviations of colleges renamed before 2024 (嘉兴学院 → 嘉兴大学 …): their later code. The four colleges
    # absent from 2024 and 2025 (北京建筑, 北邮世纪, 丽江文旅, 滨州学院) keep their printed name as their code.
    renamed = {'工程大': '上工程', '嘉兴学院': '嘉兴大学', '海南医学': '海南医大', '赣南医学': '赣南医大',
               '重庆科院': '重庆科大', '云大滇池': '滇池学院', '潍坊医学': '山东二医'}
    for old_name, new_name in renamed.items():
        code_of[old_name] = code_of[new_name]
    for year in (2023, 2024, 2025):
        out = []
        if year == 2023:
            for r in k:
                if r['年份'] != 2023 or r['组号'].startswith('Q') or not r['投档线'].isdigit():
                    continue  # Q组 (a separate list) and groups printed only as 580分及以上
                out.append([2023, '综合', '本科', code_of.get(r['院校名'], r['院校名']), r['院校名'], r['组号'],
                            int(r['投档线']), '', ''])
        else:
            for r in official:
                if r['year'] != year or not r.get('minScore'):
                    continue
                group = r['majorGroup'].split('(')[1].rstrip(')')
                assert r['majorCode'] == r['schoolCode'] + group, r
                out.append([year, '综合', '本科', r['schoolCode'], r['schoolName'], group, int(r['minScore']), '', ''])
        out.sort(key=lambda u: (u[3], u[5]))
        write(f'{OUT}/shanghai/units_{year}.csv', UNIT_HEAD, out)
    for year in (2023, 2024):
        rows = [l.strip().split(',') for l in open(f'{SRC}/transcribed/shrank/{year}.txt')]
        write(f'{OUT}/shanghai/rank_{year}_综合.csv', ['score', 'count', 'cumulative'], rows)
    rc = sorted((r for r in d['rankConversions'] if r['year'] == 2025), key=lambda r: -r['score'])
    write(f'{OUT}/shanghai/rank_2025_综合.csv', ['score', 'count', 'cumulative'],
          [[r['score'], r['sameRankScore'], r['rankEnd']] for r in rc])
    write(f'{OUT}/shanghai/lines.csv', ['year', 'stratum', 'level', 'line_score'],
          [[2023, '综合', '本科', 405], [2024, '综合', '本科', 403], [2025, '综合', '本科', 402]])


def beijing():
    """北京: scottli139/beijing-gaokao-scores data/<year>.csv and scottli139/beijing-gaokao-score-segments
    data/beijing_gaokao_score_segments_<year>.csv (copied to sources/bj)."""
    import re
    lines = {2023: 448, 2024: 434, 2025: 430, 2026: 429}
    for year in lines:
        out = []
        for r in read(f'{SRC}/bj/units_{year}.csv'):
            # The group's 选考要求 is kept as the name's suffix, as 江苏's requirement is.
            out.append([year, '综合', '本科', r['school_code'], f"{r['school_name']}({r['selection_requirement']})",
                        r['major_group'], int(r['score']), '', ''])
        if year == 2025:
            # Six 2025 groups the copy lacks, from the official PDF as parsed by gaokao-zhiyuan-site (its shard).
            have = {(u[3], u[5]) for u in out}
            shard = json.load(open(f'{SRC}/lg_beijing.json'))
            for r in shard['records']:
                if (r['year'] == 2025 and r.get('dataType') == 'major-group-admission'
                        and str(r.get('sourceQuality', '')).startswith('official-beijing-2025')
                        and (r['schoolCode'], r['majorCode']) not in have):
                    out.append([2025, '综合', '本科', r['schoolCode'],
                                f"{r['schoolName']}({r.get('electiveRequirement', '')})", r['majorCode'],
                                int(r['minScore']), '', ''])
            out.sort(key=lambda u: (u[3], u[5]))
        write(f'{OUT}/beijing/units_{year}.csv', UNIT_HEAD, out)
        rows = []
        for i, r in enumerate(read(f'{SRC}/bj/seg_{year}.csv')):
            if i == 0:  # the top band, "696分以上" / "700以上": everyone at or above that score
                m = re.fullmatch(r'(\d+)(分)?以上', r['score'])
                assert m, r
                rows.append([int(m.group(1)), int(r['count']), int(r['cumulative'])])
            elif r['score'].isdigit():
                rows.append([int(r['score']), int(r['count']), int(r['cumulative'])])
            else:  # 10-point bins far below the line ("390→399" …): not single scores, left out
                assert '→' in r['score'], r
        write(f'{OUT}/beijing/rank_{year}_综合.csv', ['score', 'count', 'cumulative'], rows)
    write(f'{OUT}/beijing/lines.csv', ['year', 'stratum', 'level', 'line_score'],
          [[y, '综合', '本科', v] for y, v in lines.items()])


for step in sys.argv[1:] or ['guangdong', 'jiangsu', 'zhejiang', 'shanghai', 'beijing']:
    globals()[step]()
