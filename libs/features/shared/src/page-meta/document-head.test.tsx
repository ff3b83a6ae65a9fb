import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link } from 'react-router';
import { documentHead, renderFeature } from '@zhiyuan/feature-testing';
import { DocumentHead } from './document-head.tsx';
import { usePageMeta, type PageMeta } from './page-meta.ts';

const INDEX_DESCRIPTION = '高考志愿填报：院校与专业查询';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return <Link to="/other">别处</Link>;
}

const COLLEGE: PageMeta = {
  title: '内蒙古大学 - 院校详情',
  description: '内蒙古大学（内蒙古呼和浩特市，本科）',
  canonicalPath: '/data/college-page?id=366',
};

describe('DocumentHead and usePageMeta', () => {
  beforeEach(() => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = INDEX_DESCRIPTION;
    document.head.append(meta);
  });

  it('names the route without a page meta, keeps index.html’s description and has no canonical link', async () => {
    renderFeature(
      <>
        <DocumentHead routeTitle="院校详情" />
        <Page meta={null} />
      </>,
    );
    await waitFor(() =>
      expect(documentHead()).toEqual({
        title: '院校详情 - 高考志愿填报系统',
        description: INDEX_DESCRIPTION,
        canonical: null,
      }),
    );
  });

  it('writes the page’s own title, description and absolute canonical URL, and takes them back when it goes', async () => {
    const user = userEvent.setup();
    renderFeature(
      <>
        <DocumentHead routeTitle="院校详情" />
        <Page meta={COLLEGE} />
      </>,
      { routes: [{ path: '/other', element: <DocumentHead routeTitle="找学校" /> }] },
    );
    await waitFor(() =>
      expect(documentHead()).toEqual({
        title: '内蒙古大学 - 院校详情 - 高考志愿填报系统',
        description: COLLEGE.description,
        canonical: `${window.location.origin}/data/college-page?id=366`,
      }),
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: '别处' }));
    await waitFor(() =>
      expect(documentHead()).toEqual({
        title: '找学校 - 高考志愿填报系统',
        description: INDEX_DESCRIPTION,
        canonical: null,
      }),
    );
  });
});
