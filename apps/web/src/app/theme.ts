import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A calm indigo accent on neutral greys: dense, quiet, Linear-like (UI.md). */
const brand: MantineColorsTuple = [
  '#eef1ff',
  '#dce0fb',
  '#b6bef1',
  '#8e9ae8',
  '#6c7ce0',
  '#5768dc',
  '#4c5fd5',
  '#3d4fc0',
  '#3446ab',
  '#283b97',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  defaultRadius: 'sm',
  cursorType: 'pointer',
  headings: {
    fontWeight: '600',
    sizes: {
      h1: { fontSize: '1.25rem', lineHeight: '1.4' },
      h2: { fontSize: '1.0625rem', lineHeight: '1.4' },
      h3: { fontSize: '0.9375rem', lineHeight: '1.4' },
    },
  },
  components: {
    Button: { defaultProps: { size: 'sm' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Notification: {
      // 422 toasts list one field message per line (spec 1 section 8).
      styles: { description: { whiteSpace: 'pre-line' } },
    },
    Modal: { defaultProps: { closeOnClickOutside: false, centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
    Tooltip: { defaultProps: { openDelay: 300 } },
    // A select's options are made when its dropdown opens. Mantine keeps a closed dropdown
    // mounted (hidden) with all its options: a client filter rendered its 2,000 clients with
    // every render of a list page, and each row's status select carried one.
    Combobox: { defaultProps: { keepMounted: false } },
    // An open select shows at most 100 options; typing narrows them. The order forms list every
    // open job before a company is chosen (15,989 on the bench data): opening that picker
    // rendered them all (1.9 s) and each keystroke filtered and rendered again (1.2 s).
    Select: { defaultProps: { limit: 100 } },
  },
});
