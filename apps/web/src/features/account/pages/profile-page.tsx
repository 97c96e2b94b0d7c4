import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useAuthUser } from '@/lib/session';
import { useAccount } from '../api/get-account';
import { ChangePasswordForm } from '../components/change-password-form';
import { ProfileForm } from '../components/profile-form';

function ProfileSkeleton() {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label="Loading your profile">
      <Stack gap="md">
        <Skeleton height={14} width={80} />
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    </Paper>
  );
}

/** Account PROFILE with the CHANGE PASSWORD side panel. */
export function ProfilePage() {
  const user = useAuthUser();
  const account = useAccount();
  return (
    <Grid gap="md" align="flex-start">
      <Grid.Col span={{ base: 12, md: 8 }}>
        {account.data && account.isFetchedAfterMount ? (
          <ProfileForm key={account.data.id} account={account.data} user={user} />
        ) : (
          <ProfileSkeleton />
        )}
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <ChangePasswordForm />
      </Grid.Col>
    </Grid>
  );
}
