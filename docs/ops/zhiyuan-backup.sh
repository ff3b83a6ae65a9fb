#!/bin/sh
# 志愿填报系统的每日备份（zhiyuan-backup.service 以 zhiyuan 用户运行它）：在线备份整个数据库，
# 密钥用 ZHIYUAN_BACKUP_PASSPHRASE 加密，文件名带时间，删除超过保留天数的旧备份。
# 需要的环境变量来自 /etc/zhiyuan/zhiyuan.env（DATABASE_URL 等）和 /etc/zhiyuan/backup.env。
set -eu

app_dir=$(CDPATH='' cd -- "$(dirname -- "$0")/../.." && pwd)
backup_dir=${ZHIYUAN_BACKUP_DIR:-/var/backups/zhiyuan}
keep_days=${ZHIYUAN_BACKUP_KEEP_DAYS:-30}

if [ -z "${ZHIYUAN_BACKUP_PASSPHRASE:-}" ]; then
  echo "未设置 ZHIYUAN_BACKUP_PASSPHRASE（见 /etc/zhiyuan/backup.env）" >&2
  exit 1
fi

mkdir -p "$backup_dir"
file="$backup_dir/zhiyuan-$(date +%Y%m%d-%H%M%S).zybak"

cd "$app_dir"
"$app_dir/node_modules/.bin/node" --conditions=@zhiyuan/source apps/server/src/cli/main.ts \
  backup "$file" --passphrase-env ZHIYUAN_BACKUP_PASSPHRASE

# 只删除本脚本写的备份文件，且至少保留最新的一份。
find "$backup_dir" -maxdepth 1 -name 'zhiyuan-*.zybak' -type f -mtime +"$keep_days" \
  ! -newer "$file" ! -path "$file" -delete
echo "备份完成：$file"
