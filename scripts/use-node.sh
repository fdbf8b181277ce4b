# Source this file (`. scripts/use-node.sh`) to run the rest of the shell on the Node.js major that
# package.json's `engines` names. When the machine's own node is another major, that Node.js is installed
# from the npm registry, which ships it as a package (node-linux-<arch>), into a cache folder outside the
# repository and put first on the PATH; npm itself is the machine's, run by that node. Native addons are
# then built against that Node's own headers, not the machine's (npm's `nodedir`).
want=$(node -p "require('./package.json').engines.node.match(/\d+/)[0]")
have=$(node -p 'process.versions.node.split(".")[0]')
if [ "$have" != "$want" ]; then
  node_package="node-$(node -p 'process.platform')-$(node -p 'process.arch')"
  node_home="${FIDELIDADE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/fidelidade}/node-$want"
  if [ ! -x "$node_home/node_modules/$node_package/bin/node" ]; then
    npm install --prefix "$node_home" --no-save --no-audit --no-fund --loglevel=error \
      "$node_package@$want" >/dev/null
  fi
  export PATH="$node_home/node_modules/$node_package/bin:$PATH"
  export npm_config_nodedir="$node_home/node_modules/$node_package"
fi
unset want have node_package node_home
echo "Node.js $(node --version)"
