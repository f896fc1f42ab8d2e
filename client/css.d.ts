// Stylesheets imported for their side effect: esbuild bundles them into the entry's CSS file.
declare module '*.css';
