import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from './link';

export type BackLinkProps = {
  /** Singular record name: 'job' renders 'Back to all jobs'. */
  name: string;
  to: string;
};

/** 'Back to all {name}s' above the title of a detail page (spec 1 section 2.3). */
export function BackLink({ name, to }: BackLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm" c="dimmed" underline="hover" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {`Back to all ${name}s`}
      </Group>
    </Anchor>
  );
}
