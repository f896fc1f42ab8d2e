// npm scripts run on node_modules/.bin/node (the pinned node@24 devDependency). Stop loudly
// when they would run on an older Node, e.g. when `npm ci` was skipped or failed.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\nVitrine needs Node 24 or newer; this is Node ${process.version} (${process.execPath}).\n` +
      'Run `npm ci` first: it installs the pinned Node 24 that every npm script then uses.\n',
  );
  process.exit(1);
}
