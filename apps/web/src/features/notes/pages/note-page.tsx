import { useRef, useState } from 'react';
import { Anchor, Button, Group, Input, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useParams } from 'react-router';
import { formatDateTime, MESSAGES, type TNote } from '@jobflow/contract';
import { notifySuccess, notifySuccessThrottled } from '@/lib/notify';
import { useOptions } from '@/lib/session';
import { BackLink } from '@/ui/back-link';
import { EmptyPanel } from '@/ui/empty-panel';
import { InlineEdit } from '@/ui/inline-edit';
import { Link } from '@/ui/link';
import { RichTextEditor } from '@/ui/rich-text-editor';
import { SectionPanel } from '@/ui/section-panel';
import { useClientNote } from '../api/get-client-note';
import { useUpdateClientNote } from '../api/update-client-note';
import classes from './note-page.module.css';

dayjs.extend(relativeTime);

const UPDATED = 'Note updated successfully.';

function NoteSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the note">
      <Skeleton height={12} width={130} />
      <Skeleton height={14} width={180} />
      <Skeleton height={26} width="50%" />
      <Skeleton height={400} radius="md" />
    </Stack>
  );
}

type NoteContentProps = { note: TNote; onSave: (content: string) => Promise<unknown>; saving: boolean };

/** The HTML content in the rich-text editor with Save; unchanged content is not sent again. */
function NoteContent({ note, onSave, saving }: NoteContentProps) {
  const baseline = useRef<string | null>(null);
  const current = useRef<string>(note.content);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (saving) return;
    const html = current.current;
    if (!html.trim()) {
      setError(MESSAGES.required);
      return;
    }
    setError(null);
    if (html === baseline.current) {
      notifySuccess(UPDATED);
      return;
    }
    try {
      await onSave(html);
      baseline.current = html;
      notifySuccess(UPDATED);
    } catch {
      // Shown by the API client; the edits stay in the editor.
    }
  };

  return (
    <SectionPanel
      title="CONTENT"
      id="note-content"
      actions={
        <Button size="xs" onClick={() => void save()} loading={saving}>
          Save
        </Button>
      }
    >
      <Input.Wrapper error={error}>
        <RichTextEditor
          label="Note content"
          initialValue={note.content}
          onReady={(html) => {
            baseline.current = html;
            current.current = html;
          }}
          onChange={(html) => {
            current.current = html;
            if (html.trim()) setError(null);
          }}
        />
      </Input.Wrapper>
    </SectionPanel>
  );
}

/** A note (spec 2 section 2): client, the title edited in place, the content in the rich-text editor. */
export function NotePage() {
  const { noteId } = useParams();
  const id = Number(noteId);
  const options = useOptions();
  const note = useClientNote(id);
  const update = useUpdateClientNote(id);
  const data = note.data;

  if (!Number.isInteger(id) || id <= 0 || note.isError) {
    return (
      <Stack gap="md">
        <BackLink name="note" to="/notes" />
        <EmptyPanel
          icon={<IconNotes size={22} stroke={1.5} />}
          title="This note could not be found"
          description="It may have been deleted, or the address is not quite right."
        />
      </Stack>
    );
  }
  if (!data) return <NoteSkeleton />;

  const company = data.client ? options.clients.find((c) => c.id === data.client?.id) : undefined;
  const companyPath = data.client ? `/${company?.is_supplier ? 'suppliers' : 'clients'}/${data.client.id}` : null;

  return (
    <Stack gap="md">
      <Stack gap={6} component="header" className={classes.header}>
        <BackLink name="note" to="/notes" />
        <Text size="sm" c="dimmed" className={classes.client}>
          {data.client && companyPath ? (
            <Anchor component={Link} to={companyPath} size="sm" fw={500}>
              {data.client.name}
            </Anchor>
          ) : (
            'No client'
          )}
        </Text>
        <InlineEdit
          label="Note title"
          value={data.title}
          maxLength={255}
          fz="22px"
          fw={600}
          onSave={async (title) => {
            await update.mutateAsync({ title });
            notifySuccessThrottled('note-updated', UPDATED);
          }}
          renderValue={(title) => (
            <Text component="h1" className={classes.title} data-testid="note-title">
              {title}
            </Text>
          )}
        />
        <Group gap="xs">
          <Text size="xs" c="dimmed">
            By {data.creator.full_name} · last modified{' '}
            <time dateTime={data.updated_at} title={formatDateTime(data.updated_at)}>
              {dayjs(data.updated_at).fromNow()}
            </time>
          </Text>
        </Group>
      </Stack>
      <NoteContent key={data.id} note={data} saving={update.isPending} onSave={(content) => update.mutateAsync({ content })} />
    </Stack>
  );
}
