import { INSTITUTE_API, type InstituteDetails, type InstituteDetailsInput } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, upload } from '../../core/http';

export const instituteDetailsKey = (groupId: string) => ['institute-details', groupId] as const;

export function useInstituteDetails(groupId: string, enabled = true) {
  return useQuery({
    queryKey: instituteDetailsKey(groupId),
    enabled,
    retry: false,
    queryFn: () => http<InstituteDetails>('GET', INSTITUTE_API.details(groupId)),
  });
}

export function useSaveDetails(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InstituteDetailsInput) =>
      http<InstituteDetails>('PUT', INSTITUTE_API.details(groupId), input),
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}

/** The institute's logo (JPEG, PNG or WebP; the server checks the bytes). */
export function useUploadLogo(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file, file.name);
      return upload<InstituteDetails>(INSTITUTE_API.logo(groupId), form);
    },
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}

export function useCompleteSetup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http<InstituteDetails>('POST', INSTITUTE_API.setupComplete(groupId)),
    onSuccess: (data) => queryClient.setQueryData(instituteDetailsKey(groupId), data),
  });
}
