use lemon_skills::audit::audit_bundle;
use lemon_skills::bundle::{Bundle, BundleLimits};
#[test]
fn probe() {
    let Ok(dirs) = std::env::var("PROBE") else {
        return;
    };
    for d in dirs.split(',') {
        let b = Bundle::read(std::path::Path::new(d), &BundleLimits::default()).unwrap();
        let r = audit_bundle(&b);
        println!("== {d}: {:?}", r.verdict);
        for f in &r.findings {
            println!(
                "  {} {:?} {}:{:?} {}",
                f.rule, f.severity, f.file, f.line, f.excerpt
            );
        }
    }
}
