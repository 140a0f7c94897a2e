import type { LastLogin, Profile, ProfileFormType } from '@orca/contracts';
import { api } from '../../../lib/api-client';

export const getLastLogin = () => api<LastLogin>('GET', '/player/lastLoggedInData');
export const updateProfile = (type: ProfileFormType, body: Record<string, unknown>) =>
  api<Profile>('POST', `/player/update/${type}`, body);
export const changePassword = (body: {
  old_password: string;
  password: string;
  password_confirmation: string;
}) => api<{ sessionid: string }>('POST', '/player/changepass', body);
