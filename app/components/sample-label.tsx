/** Marks sample content written for the project, so no reader mistakes it for a real account. */
export function SampleLabel({ children = "Sample story" }: { children?: string }) {
  return <span className="sample-label">{children}</span>;
}
