export const ROLE_OPTIONS = [
  { value: "admin", label: "Admin — everything, including users and permanent deletes" },
  { value: "editor", label: "Editor — create, edit and publish content" },
  { value: "viewer", label: "Viewer — read only" },
];
