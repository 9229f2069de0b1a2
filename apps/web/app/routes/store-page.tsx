export default function Page() {
  return <h1>store-page</h1>;
}
