import react from '@vitejs/plugin-react';
import tailwindcss from 'tailwindcss';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [tailwindcss()] } },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Images are files of their own: inlined, they would count against every page's script budget.
    assetsInlineLimit: (file) => (file.endsWith('.svg') ? false : undefined),
  },
  server: { port: 5173 },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup.ts'],
  },
});
