import { Badge } from '@mantine/core';
import { USER_TYPE_COLORS } from '@jobflow/contract';

export type TUserTypeColor = (typeof USER_TYPE_COLORS)[number];

/** The colour classes of user types and how they look (spec 2 section 2, user types). */
export const USER_TYPE_COLOR_STYLES: Record<TUserTypeColor, { label: string; color: string }> = {
  default: { label: 'Default', color: 'gray' },
  primary: { label: 'Blue', color: 'blue' },
  success: { label: 'Green', color: 'green' },
  info: { label: 'Cyan', color: 'cyan' },
  warning: { label: 'Yellow', color: 'yellow' },
  danger: { label: 'Red', color: 'red' },
};

export function userTypeColor(colorClass: string | null | undefined): string {
  return USER_TYPE_COLOR_STYLES[(colorClass ?? 'default') as TUserTypeColor]?.color ?? 'gray';
}

export type UserTypeBadgeProps = { title: string; colorClass: string | null | undefined };

/** An access level (user type) as a badge in its colour: team table, user types list. */
export function UserTypeBadge({ title, colorClass }: UserTypeBadgeProps) {
  return (
    <Badge color={userTypeColor(colorClass)} variant="light" radius="sm" size="sm" tt="none" fw={600} maw="100%">
      {title}
    </Badge>
  );
}
