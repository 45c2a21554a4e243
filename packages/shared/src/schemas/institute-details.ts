/** Wire schemas and API paths of the institute-details domain (issue 3). */
export {};
