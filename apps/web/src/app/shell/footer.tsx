import { Anchor, Group, Text } from '@mantine/core';
import { Link } from '@/ui/link';
import classes from './shell.module.css';

export function Footer() {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          © {new Date().getFullYear()} Jobflow
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/privacy" size="xs" c="dimmed">
            Privacy
          </Anchor>
          <Anchor component={Link} to="/terms" size="xs" c="dimmed">
            Terms
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
