import type { Config } from 'tailwindcss';

export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        // Dark blue brand (the theme colour), a sky accent and a signal orange for calls to action.
        brand: {
          50: '#eef4ff',
          100: '#d9e6ff',
          200: '#bcd3ff',
          300: '#8eb6ff',
          400: '#598dff',
          500: '#3366f5',
          600: '#1d47d9',
          700: '#1836b0',
          800: '#19318b',
          900: '#0b1f4d',
          950: '#071333',
        },
        signal: { 500: '#f97316', 600: '#c2410c', 700: '#9a3412' },
      },
      fontFamily: {
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
    },
  },
  plugins: [],
} satisfies Config;
