import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconTrash } from '@tabler/icons-react';
import { formatFileSize, type TAttachment } from '@jobflow/contract';
import { confirmDelete } from '@/ui/confirm';
import { SectionPanel } from '@/ui/section-panel';
import { MouseTooltip } from '@/ui/mouse-tooltip';
import { useDeleteAttachment } from '../api/delete-attachment';
import classes from './job-attachments.module.css';
import { DownloadLink } from '@/ui/download-link';

export type JobAttachmentsProps = {
  jobId: number;
  attachments: readonly TAttachment[];
  /** Staff may remove any attachment, a client user those it uploaded (as the server allows). */
  canDelete: (attachment: TAttachment) => boolean;
  /** After a delete: the discussion lists the same files. */
  onDeleted?: () => void;
};

/** Sidebar ATTACHMENTS (spec 1 section 2.9): download links, sizes, Delete where the user may remove the file. */
export function JobAttachments({ jobId, attachments, canDelete, onDeleted }: JobAttachmentsProps) {
  const remove = useDeleteAttachment(jobId);

  const onDelete = async (attachment: TAttachment) => {
    if (!(await confirmDelete('Are you sure you want to delete this attachment?'))) return;
    try {
      await remove.mutateAsync(attachment.id);
      onDeleted?.();
    } catch {
      // The API client has shown the error.
    }
  };

  return (
    <SectionPanel id="job-attachments" title="ATTACHMENTS">
      {attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No attachments.
        </Text>
      ) : (
        <Stack gap={6} component="ul" className={classes.list}>
          {attachments.map((attachment) => (
            <Group key={attachment.id} component="li" gap={8} wrap="nowrap" align="flex-start" className={classes.item}>
              <IconPaperclip size={15} className={classes.icon} aria-hidden />
              <div className={classes.text}>
                <DownloadLink fileId={attachment.id} href={attachment.download_url} download={attachment.name} size="sm" className={classes.name}>
                  {attachment.name}
                </DownloadLink>
                <Text size="xs" c="dimmed" className="tabular">
                  {formatFileSize(attachment.size)}
                </Text>
              </div>
              {canDelete(attachment) ? (
                <MouseTooltip label="Delete">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="sm"
                    aria-label={`Delete attachment ${attachment.name}`}
                    onClick={() => void onDelete(attachment)}
                  >
                    <IconTrash size={15} />
                  </ActionIcon>
                </MouseTooltip>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
    </SectionPanel>
  );
}
