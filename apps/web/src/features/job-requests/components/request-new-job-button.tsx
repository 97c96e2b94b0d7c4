import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { JobRequestModal } from './job-request-modal';

export type RequestNewJobButtonProps = Pick<ButtonProps, 'fullWidth' | 'size' | 'variant'>;

/** 'Request New Job' with its NEW JOB REQUEST modal (client users, spec 1 sections 2.6 and 2.8). */
export function RequestNewJobButton(props: RequestNewJobButtonProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} {...props} onClick={() => setOpened(true)}>
        Request New Job
      </Button>
      <JobRequestModal opened={opened} onClose={() => setOpened(false)} requestId={null} />
    </>
  );
}
