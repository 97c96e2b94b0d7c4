import type { ReactNode } from 'react';
import { Button, Code, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected, IconPlugConnectedX, IconSettings } from '@tabler/icons-react';
import type { TXeroInfo } from '@jobflow/contract';

export type XeroConnectionCardProps = {
  info: TXeroInfo;
  onDisconnect: () => void;
  disconnecting: boolean;
};

type ShellProps = { icon: ReactNode; color: string; title: string; children: ReactNode; actions?: ReactNode };

function Shell({ icon, color, title, children, actions }: ShellProps) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="xero-state-title">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={2} size="h4" id="xero-state-title">
            {title}
          </Title>
          {children}
          {actions ? (
            <Group gap="sm" mt="xs">
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The three states of the spec (failed, connected, not connected) and, without credentials, how to set them. */
export function XeroConnectionCard({ info, onDisconnect, disconnecting }: XeroConnectionCardProps) {
  // A plain link: the browser leaves for Xero's consent screen and comes back to this tab.
  const connectLink = (label: string, variant: 'filled' | 'default') =>
    info.link ? (
      <Button component="a" href={info.link} variant={variant} leftSection={<IconPlugConnected size={16} />}>
        {label}
      </Button>
    ) : null;

  if (info.state === 'not_configured') {
    return (
      <Shell icon={<IconSettings size={22} stroke={1.5} />} color="gray" title="Xero is not set up on this server">
        <Text size="sm">
          To connect, register a web app at developer.xero.com, then set these environment variables on the server and restart it:
        </Text>
        <List size="sm" spacing={4}>
          {info.missing.map((name) => (
            <List.Item key={name}>
              <Code>{name}</Code>
            </List.Item>
          ))}
        </List>
        <Text size="sm">
          Register this redirect URI in the Xero app (or set <Code>XERO_REDIRECT_URI</Code> to the one you registered):{' '}
          <Code style={{ overflowWrap: 'anywhere' }}>{info.redirectUri}</Code>
        </Text>
      </Shell>
    );
  }

  if (info.state === 'failed') {
    return (
      <Shell icon={<IconAlertTriangle size={22} stroke={1.5} />} color="red" title="Your connection to Xero failed" actions={connectLink('Reconnect', 'filled')}>
        <Text size="sm" c="red.8" role="alert">
          {info.error}
        </Text>
        {info.organisationName ? (
          <Text size="sm" c="dimmed">
            Organisation: {info.organisationName}
          </Text>
        ) : null}
      </Shell>
    );
  }

  if (info.state === 'connected') {
    return (
      <Shell
        icon={<IconPlugConnected size={22} stroke={1.5} />}
        color="teal"
        title="Connected to Xero"
        actions={
          <>
            {connectLink('Reconnect', 'default')}
            <Button variant="subtle" color="red" leftSection={<IconPlugConnectedX size={16} />} onClick={onDisconnect} loading={disconnecting}>
              Disconnect
            </Button>
          </>
        }
      >
        <Text size="sm">
          <Text span fw={600}>
            {info.organisationName}
          </Text>
          {info.username ? (
            <>
              {' '}
              via{' '}
              <Text span fw={600}>
                {info.username}
              </Text>
            </>
          ) : null}
        </Text>
        <Text size="sm" c="dimmed">
          Invoices are sent to this organisation when their status changes.
        </Text>
      </Shell>
    );
  }

  return (
    <Shell icon={<IconPlugConnectedX size={22} stroke={1.5} />} color="gray" title="Not connected to Xero" actions={connectLink('Connect', 'filled')}>
      <Text size="sm">Connect your Xero organisation to send invoices to it when their status changes.</Text>
    </Shell>
  );
}
