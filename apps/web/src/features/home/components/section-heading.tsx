interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
}

/** The centred title of a landing-page section; `id` labels the section for screen readers. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="rs-home__heading">
      <h2 id={id}>{title}</h2>
      {subtitle ? <p>{subtitle}</p> : null}
    </div>
  );
}
