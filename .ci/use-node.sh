# Source this file (`. .ci/use-node.sh`): it makes the shell run the project on the Node.js version in .nvmrc.
# A machine whose own Node is older (these machines ship Node 20, end-of-life since April 2026; current
# wrangler needs 22+) gets that exact version from the npm registry, the way setup-node does on GitHub
# Actions: the `node-linux-<arch>` package holds the official binary. It is kept in a cache folder and put
# first on PATH, so the machine's npm and every script run on it.
wordkeep_node_want=$(cat "$(dirname "${BASH_SOURCE[0]:-$0}")/../.nvmrc")
wordkeep_node_have=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
if [ "${wordkeep_node_have%%.*}" -lt "${wordkeep_node_want%%.*}" ]; then
  if ! command -v npm >/dev/null; then
    echo "Installing Debian's npm to fetch Node.js $wordkeep_node_want" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends npm >/dev/null
  fi
  case "$(uname -m)" in
    aarch64 | arm64) wordkeep_node_arch=arm64 ;;
    *) wordkeep_node_arch=x64 ;;
  esac
  wordkeep_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/wordkeep/node-$wordkeep_node_want-$wordkeep_node_arch"
  if [ ! -x "$wordkeep_node_dir/node_modules/.bin/node" ]; then
    echo "Node.js $wordkeep_node_have is older than the project's $wordkeep_node_want: fetching $wordkeep_node_want from the npm registry" >&2
    npm install --prefix "$wordkeep_node_dir" --no-save --no-audit --no-fund --loglevel=error \
      "node-linux-$wordkeep_node_arch@$wordkeep_node_want" >&2 || return 1
  fi
  export PATH="$wordkeep_node_dir/node_modules/.bin:$PATH"
fi
echo "Using Node.js $(node -p 'process.versions.node') and npm $(npm --version)" >&2
unset wordkeep_node_want wordkeep_node_have wordkeep_node_arch wordkeep_node_dir
