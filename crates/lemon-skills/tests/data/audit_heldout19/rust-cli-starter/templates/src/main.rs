use clap::Parser;

#[derive(Parser)]
#[command(version = concat!(env!("CARGO_PKG_VERSION"), " ", env!("GIT_REV")))]
struct Cli {}

fn main() -> anyhow::Result<()> {
    let _cli = Cli::parse();
    Ok(())
}
