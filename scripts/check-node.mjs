// docs/architecture.md#stack: the project runs on Node 24, brought in by the `node` devDependency that `npm run` puts first on PATH.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.versions.node} is running; this project needs Node 24. Run it through npm (npm start, npm test) after npm install.`,
  );
  process.exit(1);
}
