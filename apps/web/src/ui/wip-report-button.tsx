import { Button } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';

export type WipReportButtonProps = {
  /** A download is under way: the button spins and further clicks are ignored. */
  loading: boolean;
  onDownload: () => void;
};

/** 'WIP Report': the work-in-progress PDF of what a finance list shows. */
export function WipReportButton({ loading, onDownload }: WipReportButtonProps) {
  return (
    <Button variant="default" leftSection={<IconFileDownload size={16} />} loading={loading} onClick={() => (loading ? undefined : onDownload())}>
      WIP Report
    </Button>
  );
}
