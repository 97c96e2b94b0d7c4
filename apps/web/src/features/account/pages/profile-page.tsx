import { IconUserCircle } from '@tabler/icons-react';
import { EmptyPanel } from '@/ui/empty-panel';

export function ProfilePage() {
  return (
    <EmptyPanel
      icon={<IconUserCircle size={22} stroke={1.5} />}
      title="Profile"
      description="Your name, email, phone and preferences, and your password."
    />
  );
}
