fn main() {
    println!("{}", __CRATE__::sum(&[1, 2, 3]));
}
