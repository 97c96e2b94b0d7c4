import { Modal, Stack, Text } from '@mantine/core';
import type { TNote } from '@jobflow/contract';
import { RichTextView } from '@/ui/rich-text-view';

export type NoteViewModalProps = { note: TNote | null; opened: boolean; onClose: () => void };

/** A note read-only: title, client name (or 'No Name') and content. */
export function NoteViewModal({ note, opened, onClose }: NoteViewModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={700}
      title={
        <Text component="span" fw={600} size="md" style={{ overflowWrap: 'anywhere' }}>
          {note?.title}
        </Text>
      }
    >
      {note ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {note.client?.name ?? 'No Name'}
          </Text>
          <RichTextView html={note.content} empty="No content" />
        </Stack>
      ) : null}
    </Modal>
  );
}
