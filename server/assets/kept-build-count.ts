// How many builds' client files stay servable beside the newest: the one running, the one before
// it (a rolling deploy serves both), and one more for a deploy rolled back. `npm run build` keeps
// them in dist/client/assets, and a process with ASSETS_DIR in that shared directory.
export const KEPT_BUILDS = 3;
