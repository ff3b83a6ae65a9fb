#!/bin/bash
# 在一台机器上试运行多进程部署（手册第 3.1 节）：N 个服务进程共用一个 PostgreSQL 和一个 Redis，前面一个 nginx
# 按 upstream 轮流转发；全部只在本机回环地址上。用来在上线前（或改了部署方式之后）确认：
#   1. 每个进程都能启动并连上同一个数据库；
#   2. nginx 把请求分到所有进程，停掉一个进程后网站照常回答；
#   3. 限流计数在进程之间共享（按 IP 每分钟 240 次的公钥接口，经 nginx 第 241 次起被拒绝，而不是 240×N 次）。
# 用法（在程序目录里，root 或能建库的用户）：bash docs/ops/try-several-processes.sh [进程数，默认 3]
# 需要：本机 PostgreSQL（postgres 用户可连）、Redis、nginx（apt-get install -y postgresql redis-server nginx）。
# 结束时停掉它启动的进程和 nginx，删除临时数据库和目录。
set -euo pipefail

processes=${1:-3}
case "$processes" in '' | *[!0-9]* | 0) echo "进程数应为正整数，收到：$processes" >&2; exit 2 ;; esac
cd "$(dirname "$0")/../.."
node=node_modules/.bin/node
[ -x "$node" ] || { echo "先在程序目录里执行 npm install" >&2; exit 1; }
command -v nginx >/dev/null || { echo "没有 nginx：apt-get install -y nginx" >&2; exit 1; }
redis-cli ping >/dev/null || { echo "Redis 没有运行（redis-cli ping 失败）" >&2; exit 1; }

database="zhiyuan_try_$$"
admin_url=${TRY_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/postgres}
database_url="${admin_url%/*}/$database"
work=$(mktemp -d)
base_port=${TRY_BASE_PORT:-39100}
front_port=$((base_port + 99))
pids=()

cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  if [ -f "$work/nginx.pid" ]; then kill "$(cat "$work/nginx.pid")" 2>/dev/null || true; fi
  wait 2>/dev/null || true
  psql "$admin_url" -qc "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

echo "== 建库、迁移、写入数据：$database"
psql "$admin_url" -qc "CREATE DATABASE \"$database\"" >/dev/null
export DATABASE_URL="$database_url" REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379} TRUST_PROXY=127.0.0.1
export HOST=127.0.0.1 SEED_ON_START=false LOG_LEVEL=warn
"$node" --conditions=@zhiyuan/source apps/server/src/cli/main.ts migrate >/dev/null
"$node" --conditions=@zhiyuan/source apps/server/src/cli/main.ts seed >/dev/null
redis-cli --scan --pattern 'zhiyuan-rate-limit:*' | xargs -r redis-cli del >/dev/null

echo "== 启动 $processes 个服务进程"
upstream=""
for i in $(seq 0 $((processes - 1))); do
  port=$((base_port + i))
  PORT=$port "$node" --conditions=@zhiyuan/source apps/server/src/main.ts >"$work/server-$port.log" 2>&1 &
  pids+=("$!")
  upstream+="    server 127.0.0.1:$port max_fails=1 fail_timeout=10s;"$'\n'
done
for i in $(seq 0 $((processes - 1))); do
  port=$((base_port + i))
  for _ in $(seq 1 120); do
    curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
    sleep 0.5
  done
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null || { echo "进程 $port 没有启动：" >&2; cat "$work/server-$port.log" >&2; exit 1; }
  echo "   127.0.0.1:$port 正常"
done

echo "== 启动 nginx（127.0.0.1:$front_port，upstream 里 $processes 个进程）"
mkdir -p "$work/logs"
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  upstream zhiyuan {
$upstream    keepalive 16;
  }
  server {
    listen 127.0.0.1:$front_port;
    location / {
      proxy_pass http://zhiyuan;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      proxy_set_header X-Forwarded-Proto \$scheme;
      proxy_next_upstream error timeout http_502;
    }
  }
}
CONF
nginx -p "$work" -c "$work/nginx.conf" -e "$work/logs/error.log"
front="http://127.0.0.1:$front_port"
sleep 0.5

status_counts() { sort | uniq -c | sed 's/^ */   /'; }

echo "== 经 nginx 请求 /api/health 30 次：应全部 200"
for _ in $(seq 1 30); do curl -s -o /dev/null -w '%{http_code}\n' "$front/api/health"; done | status_counts

echo "== 停掉第一个进程，再经 nginx 请求 30 次：应全部 200"
kill "${pids[0]}"
wait "${pids[0]}" 2>/dev/null || true
for _ in $(seq 1 30); do curl -s -o /dev/null -w '%{http_code}\n' "$front/api/health"; done | status_counts

echo "== 限流在进程之间共享：经 nginx 请求公钥接口 250 次（每个 IP 每分钟 240 次）"
for _ in $(seq 1 250); do curl -s -o /dev/null -w '%{http_code}\n' "$front/api/user/publicKey"; done | status_counts
echo "   共享计数时：240 个 200、10 个 429；不共享时会是 250 个 200。"
