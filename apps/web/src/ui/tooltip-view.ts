/**
 * Mantine's Tooltip, in a chunk of its own that ui/mouse-tooltip.tsx loads when a mouse first
 * comes over an element with a tooltip: with floating-ui's hover, dismiss and role hooks it is
 * about 15 KiB gzipped that no page needs before then.
 */
export { Tooltip } from '@mantine/core';
