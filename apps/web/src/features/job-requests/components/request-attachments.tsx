import { ActionIcon, Group, Stack } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import type { TAttachment } from '@jobflow/contract';
import { notifySuccess } from '@/lib/notify';
import { confirmDelete } from '@/ui/confirm';
import { useDeleteJobRequestAttachment } from '../api/delete-job-request-attachment';
import { DownloadLink } from '@/ui/download-link';

export type RequestAttachmentsProps = {
  requestId: number;
  files: readonly TAttachment[];
  /** A request that is no longer pending keeps its files. */
  readOnly: boolean;
};

/** The files already on a request, each with a download link and (while pending) a remove button. */
export function RequestAttachments({ requestId, files, readOnly }: RequestAttachmentsProps) {
  const remove = useDeleteJobRequestAttachment();

  const onRemove = async (file: TAttachment) => {
    if (!(await confirmDelete('Are you sure you want to delete this attachment?'))) return;
    try {
      await remove.mutateAsync({ requestId, fileId: file.id });
      notifySuccess('The attachment is deleted');
    } catch {
      // Shown by the mutation: the server's error, titled 'Invalid Request'.
    }
  };

  if (!files.length) return null;
  return (
    <Stack gap={4} component="ul" aria-label="Attachments" p={0} m={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Group key={file.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            <IconPaperclip size={14} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
            <DownloadLink fileId={file.id} href={file.download_url} download={file.name} size="sm" truncate="end">
              {file.name}
            </DownloadLink>
          </Group>
          {readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Delete attachment ${file.name}`}
              loading={remove.isPending && remove.variables?.fileId === file.id}
              onClick={() => void onRemove(file)}
            >
              <IconTrash size={14} stroke={1.6} />
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}

