import type { PushDevice } from '@fengshui/shared/web-push';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatManilaDateTime } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { accountKeys } from '../api/account-keys.ts';
import { usePushDevices } from '../api/get-push-devices.ts';
import { useRemovePushDevice } from '../api/remove-push-device.ts';
import { isSessionExpiry } from '../logic/server-errors.ts';
import { AccountSection } from './AccountSection.tsx';
import { secondaryButtonClass } from './ui-classes.ts';

// docs/accounts.md#push-notifications: the texts of the section.
export const DEVICE_MESSAGES = {
  empty: 'No device gets your order updates yet.',
  removed: 'Device removed. It will no longer get your order updates.',
  turnedOn: 'This device will get your order updates.',
  unavailable: 'This browser cannot show notifications, or they are blocked in its settings.',
} as const;

const canAskThisBrowser = () =>
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  typeof Notification !== 'undefined' &&
  Notification.permission !== 'denied';

/** The account's notification settings: the devices that get push notifications, each with Remove. */
export function NotificationDevicesSection({ userId }: { userId: number }) {
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const queryClient = useQueryClient();
  const [turningOn, setTurningOn] = useState(false);

  const removeDevice = async (device: PushDevice) => {
    try {
      await remove.mutateAsync(device.id);
      toast.success(DEVICE_MESSAGES.removed);
    } catch (error) {
      if (!isSessionExpiry(error)) toast.error(errorMessage(error));
    }
  };

  const turnOnHere = async () => {
    setTurningOn(true);
    try {
      const push = await import('../../../lib/web-push.ts');
      const done = await push.ensurePushSubscription(userId, { force: true });
      if (done) {
        toast.success(DEVICE_MESSAGES.turnedOn);
        await queryClient.invalidateQueries({ queryKey: accountKeys.pushDevices() });
      } else toast.error(DEVICE_MESSAGES.unavailable);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setTurningOn(false);
    }
  };

  return (
    <AccountSection
      id="notification-settings"
      title="Notifications"
      description="Order updates pushed to your phone or computer, even when the shop is closed."
      icon={BellRing}
      action={
        canAskThisBrowser() ? (
          <button type="button" className={secondaryButtonClass} onClick={turnOnHere} disabled={turningOn}>
            Turn on for this device
          </button>
        ) : undefined
      }
    >
      {devices.isPending ? (
        <Spinner label="Loading your devices…" />
      ) : devices.isError ? (
        <p className="text-sm text-brand-700">{errorMessage(devices.error)}</p>
      ) : devices.data.length === 0 ? (
        <p className="text-sm text-stone-600">{DEVICE_MESSAGES.empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200" aria-label="Devices that get notifications">
          {devices.data.map((device) => (
            <li key={device.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">{device.device_label}</p>
                <p className="text-sm text-stone-500">
                  Added <span className="figures">{formatManilaDateTime(device.created_at)}</span>
                  {' · '}
                  {device.last_success_at ? (
                    <>
                      Last notified{' '}
                      <span className="figures">{formatManilaDateTime(device.last_success_at)}</span>
                    </>
                  ) : (
                    'Not notified yet'
                  )}
                </p>
              </div>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => removeDevice(device)}
                disabled={remove.isPending}
                aria-label={`Remove ${device.device_label}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
