import type { MouseEvent, ReactNode } from 'react';
import { ActionIcon, Group, Tooltip } from '@mantine/core';

export type RowActionProps = {
  /** The accessible name ('Delete quote 12'). */
  label: string;
  /** The tooltip, when shorter than the label ('Delete'). */
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
  disabled?: boolean;
};

/** An icon button in a table row; the click does not reach the row (which opens the record). */
export function RowAction({ label, tooltip, icon, onClick, color = 'gray', disabled = false }: RowActionProps) {
  return (
    <Tooltip label={tooltip ?? label}>
      <ActionIcon
        variant="subtle"
        color={color}
        size="sm"
        aria-label={label}
        disabled={disabled}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onClick();
        }}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** The action buttons of a row, right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group gap={2} justify="flex-end" wrap="nowrap">
      {children}
    </Group>
  );
}
