import { authEndpoints, type ChangePasswordInput, type UpdateProfileInput } from '@carbon/contracts/auth';
import { settingsEndpoints } from '@carbon/contracts/settings';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { getSession, replaceToken, setProfile } from '@/lib/auth';

/** SPEC section 8: the settings screens speak of the missing session in their own words. */
export class NotSignedInError extends Error {
  override readonly name = 'NotSignedInError';
}

function requireSession(): void {
  if (getSession().status !== 'signed-in') throw new NotSignedInError();
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: async (input: UpdateProfileInput) => {
      requireSession();
      return callApi(settingsEndpoints.updateProfile, { body: input });
    },
    onSuccess: (profile) => setProfile(profile),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      requireSession();
      return callApi(authEndpoints.changePassword, { body: input });
    },
    // The change signed out every earlier token, the one this session holds included.
    onSuccess: (answer) => replaceToken(answer.access_token),
  });
}
