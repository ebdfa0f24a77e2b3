import { DeviceInfoSchema } from '@waymark/domain';
import { expect, test, vi } from 'vitest';
import { deviceInfo } from './device-info.ts';

test('the device information fits what the server takes, however long the user agent', () => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(`Mozilla/5.0 ${'x'.repeat(2000)}`);
  const info = deviceInfo();
  expect(DeviceInfoSchema.safeParse(info).success).toBe(true);
  expect(info).toMatchObject({ viewport: `${window.innerWidth}x${window.innerHeight}` });
});
