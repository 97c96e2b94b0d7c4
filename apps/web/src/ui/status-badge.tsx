import { Badge } from '@mantine/core';
import { STATUS_COLORS, STATUS_LABELS } from '@jobflow/contract';

export type StatusBadgeProps = { status: string; size?: 'xs' | 'sm' | 'md' };

/** One colour per status, the same in every list, badge and dropdown (UI.md). */
export function StatusBadge({ status, size = 'sm' }: StatusBadgeProps) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" size={size} radius="sm">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
