/** The fields of a form as multipart text parts, with its chosen files; unset values are left out. */
export function formDataOf(
  fields: Record<string, string | number | undefined>,
  files: Record<string, File | null>,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) form.append(name, String(value));
  for (const [name, file] of Object.entries(files)) if (file) form.append(name, file, file.name);
  return form;
}
