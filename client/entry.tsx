// The browser's entry point. Hydration of the streamed page joins it with the renderer.
import { installChunkReloadGuard } from './app/chunk-reload-guard.ts';

installChunkReloadGuard(window);
