/** Wire schemas and API paths of the profile-settings domain (issue 3). */
export {};
