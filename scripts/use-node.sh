# Source this file (`. scripts/use-node.sh`) to run the rest of the shell on the Node.js that
# package.json's `engines` names: its floor (`>=24.11.0`) on that floor's major line. When the machine's
# own node is older or of another major, the newest Node.js of that line is installed from the npm
# registry, which ships it as a package (node-<platform>-<arch>), into a cache folder outside the
# repository keyed by the floor, and put first on the PATH; npm itself is the machine's, run by that node.
# Native addons are then built against that Node's own headers, not the machine's (npm's `nodedir`).
floor=$(node -p "require('./package.json').engines.node.replace(/^>=/, '')")
fits=$(node -p "
  const [major, minor, patch] = '$floor'.split('.').map(Number);
  const [x, y, z] = process.versions.node.split('.').map(Number);
  x === major && (y > minor || (y === minor && z >= patch))")
if [ "$fits" != true ]; then
  node_package="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
  node_home="${FIDELIDADE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fidelidade}/node-$floor"
  if [ ! -x "$node_home/node_modules/$node_package/bin/node" ]; then
    npm install --prefix "$node_home" --no-save --no-audit --no-fund --loglevel=error \
      "$node_package@^$floor" >/dev/null
  fi
  export PATH="$node_home/node_modules/$node_package/bin:$PATH"
  export npm_config_nodedir="$node_home/node_modules/$node_package"
fi
unset floor fits node_package node_home
echo "Node.js $(node --version)"
