/** A catalogue sentence with an {email} placeholder, the address rendered as a mailto link. */
export function WithEmail({ template, email }: { template: string; email: string }) {
  const [before, after = ''] = template.split('{email}');
  return (
    <>
      {before}
      <a href={`mailto:${email}`}>{email}</a>
      {after}
    </>
  );
}
