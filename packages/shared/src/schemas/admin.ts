/** Wire schemas and API paths of the admin domain (issue 3). */
export {};
