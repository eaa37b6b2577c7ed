import { DevicesPage } from '@/features/attendance/components/devices-page';

/** /hr/attendance-devices: attendance devices, key and ZKTeco push (ADMS), and the unknown serial numbers that knocked (hr, admin). */
export function Component() {
  return <DevicesPage />;
}
