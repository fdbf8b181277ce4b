// The app's own build with every chunk under another name, as a release that changed them all would
// have: deploy.test.ts builds it and deploys it under a tab opened on the current build.
import { mergeConfig } from 'vite';
import appConfig from '../vite.config.ts';

export default mergeConfig(appConfig, {
  build: { rolldownOptions: { output: { chunkFileNames: 'assets/[name]-[hash]-next.js' } } },
});
