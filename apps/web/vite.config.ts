import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// The Fastify server serves dist/ with an SPA fallback; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
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
              // worse than one. Everything else of MUI stays with the page that uses it.
              name: 'mui-base',
              test: /node_modules[\\/]@mui[\\/]material[\\/](ButtonBase|Button|Typography|OutlinedInput|InputBase|InputLabel|FormLabel|FormControl|FormHelperText|InputAdornment|IconButton|Paper|Link|Stack|Box|CircularProgress|SvgIcon|utils|internal|styles|zero-styled|DefaultPropsProvider|CssBaseline|TextareaAutosize)[\\/]/,
              priority: 10,
            },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
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
