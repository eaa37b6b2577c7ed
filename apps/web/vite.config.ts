import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath } from 'node:url';

/**
 * The theme (src/lib/theme.ts) uses neither CSS variables nor colour schemes, so MUI's
 * createTheme and ThemeProvider never take their CSS-variables branch (createThemeWithVars,
 * CssVarsProvider, InitColorSchemeScript…); dropping that branch takes about 7 KB gzip off the
 * first load. A stub that throws stands in for it. The build fails if MUI's code no longer
 * looks as expected, so an upgrade cannot silently undo (or break) this.
 */
function muiWithoutCssVariables(): Plugin {
  const stub = (name: string) =>
    `const ${name} = () => { throw new Error('MUI CSS variables are left out of this build (apps/web/vite.config.ts)'); };`;
  const edits = [
    {
      file: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
      from: 'import createThemeWithVars from "./createThemeWithVars.mjs";',
      to: stub('createThemeWithVars'),
    },
    {
      file: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
      from: 'import { CssVarsProvider } from "./ThemeProviderWithVars.mjs";',
      to: stub('CssVarsProvider'),
    },
  ];
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const edit = edits.find((e) => e.file.test(id));
      if (!edit) return null;
      if (!code.includes(edit.from)) this.error(`${id} changed: update muiWithoutCssVariables in vite.config.ts`);
      return { code: code.replace(edit.from, edit.to), map: null };
    },
  };
}

/**
 * Marks CommonJS packages that declare no `sideEffects` as side-effect free, so tree-shaking can
 * drop them while nothing uses them.
 */
function sideEffectFree(pattern: RegExp): Plugin {
  return {
    name: 'side-effect-free',
    apply: 'build',
    transform(code, id) {
      return pattern.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [
    react(),
    muiWithoutCssVariables(),
    // Only emotion's withTheme uses hoist-non-react-statics (with its own react-is 16), and nothing
    // here calls withTheme: about 1 KB gzip less on the first load.
    sideEffectFree(/[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/),
    // The installable app (issue 16): the manifest and a Workbox service worker (dist/sw.js) that
    // precaches the shell and every route chunk, answers navigations with index.html (so the app
    // opens offline and says so), and never touches /api: personal data is never cached.
    // main.tsx registers it after load (injectRegister: null keeps the plugin's script out).
    VitePWA({
      injectRegister: null,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
      manifest: {
        id: '/dashboard/default',
        name: 'HR Leave Tracker',
        short_name: 'HR Portal',
        description: 'Attendance, leave, permissions and overtime.',
        lang: 'en',
        dir: 'auto',
        start_url: '/dashboard/default',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: '#c62828',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The shell, every lazy route chunk and the fonts' woff2 (the woff fallbacks only serve
        // browsers without a service worker anyway).
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/iclock\//, /^\/healthz/],
        // No runtimeCaching: requests the precache does not hold (every /api call) go to the
        // network untouched, so answers with personal data are never stored by the worker.
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The MUI pieces the public pages use, as one chunk: a dozen tiny chunks compress
              // worse than one. Everything else of MUI stays with the page that uses it. List
              // components only: their dependencies follow them into the chunk, while a whole
              // folder (utils/, internal/) would also bring what only other pages use.
              name: 'mui-base',
              test: /node_modules[\\/]@mui[\\/]material[\\/](ButtonBase|Button|Typography|OutlinedInput|InputBase|InputLabel|FormLabel|FormControl|FormHelperText|InputAdornment|IconButton|Paper|Link|Stack|Box|CircularProgress|SvgIcon|styles|CssBaseline)[\\/]/,
              priority: 10,
            },
            {
              // useInfiniteQuery (the notifications panel) stays with its page.
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](?!.*(useInfiniteQuery|infiniteQueryObserver))/,
              priority: 10,
            },
            {
              // App code shared by the public pages (sign-in, sign-up, reset…), as one chunk.
              name: 'public',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/](layouts[\\/]|form[\\/]text-input|language-toggle)|hooks[\\/](use-language|use-public-settings|use-document-title)|lib[\\/](errors|preferences)|features[\\/]auth[\\/]components[\\/](form-error|submit-button))/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
