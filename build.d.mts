// Types of build.mjs for the TypeScript tests that import it.
export interface ManifestEntry {
  file: string;
  imports: string[];
  css: string[];
}
export interface Manifest {
  entry: ManifestEntry;
  modules: Record<string, ManifestEntry>;
  /** The built URLs of the font files every page preloads (PRELOADED_FONTS). */
  fonts?: string[];
}
export const PRELOADED_FONTS: readonly string[];
export function buildClient(options: {
  entryPoint: string;
  outdir: string;
  manifestPath: string;
  root?: string;
  publicPath?: string;
  logLevel?: 'silent' | 'error' | 'warning' | 'info';
}): Promise<Manifest>;
export function buildServer(options?: { outfile?: string; logLevel?: string }): Promise<void>;
export function serverOnlyGuard(root?: string): import('esbuild').Plugin;
